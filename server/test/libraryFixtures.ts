import { addMember, newTeam, person, type Person } from './workspaceFixtures'
import type { TestServer } from './testServer'

/** The people of a library test: a team's owner (who manages its library), a viewer of it, and someone outside it. */
export interface LibraryPeople {
  readonly owner: Person
  readonly viewer: Person
  readonly stranger: Person
  readonly teamId: number
}

/** Registers the people of a library test and makes the owner's team with the viewer in it. */
export async function libraryPeople(server: TestServer): Promise<LibraryPeople> {
  const owner = await person(server)
  const viewer = await person(server)
  const stranger = await person(server)
  const teamId = await newTeam(owner)
  await addMember(owner, teamId, viewer, 'viewer')
  return { owner, viewer, stranger, teamId }
}
