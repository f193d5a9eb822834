import { PeoplePaths, type PublicProfile } from '@harness/protocol'
import { getData } from './calls'

/** What signed-in users may see of `username`: name, avatar, company, description, shared teams. */
export function getPublicProfile(username: string): Promise<PublicProfile> {
  return getData(PeoplePaths.getPublicProfile, { username })
}
