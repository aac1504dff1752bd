/**
 * en-PH messages of the prompts (issue 6): the age notice, the download hint and app-download popup, the iOS
 * add-to-home-screen guide, the Android Chrome prompt, the force-update popup and /apkdownload. In the catalogue
 * loaded at start: guests see them.
 */
export const promptMessages = {} as const satisfies Record<string, string>;
