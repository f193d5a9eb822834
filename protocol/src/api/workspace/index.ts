/** The workspace API: teams, projects and folders, files and versions, notices, configuration, the factory folder and public profiles. */
export * from './teams'
export * from './projects'
export * from './files'
export * from './notices'
export * from './workspaceConfig'
export * from './factory'
export * from './people'
