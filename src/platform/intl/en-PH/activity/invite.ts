/** en-PH messages of invite friends and the shared link (issue 6); part of ../activity.ts. */
export const inviteMessages = {} as const satisfies Record<string, string>;
