/** en-PH messages of promotions and prompts (issue 6); spread into the catalogue by ../en-PH.ts. */
export const activityMessages = {} as const satisfies Record<string, string>;
