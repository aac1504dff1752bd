/** en-PH messages of the daily-complete modal (every task of the day done); part of ../activity.ts. */
export const dailyCompleteMessages = {
  'activity.dailyComplete.title': "Today's tasks: all done!",
  'activity.dailyComplete.claim': 'Well played! Your task rewards are waiting: claim them on the Tasks page.',
  'activity.dailyComplete.tomorrow':
    'Well played! You have claimed every reward for today. New daily tasks start at midnight, Manila time.',
  'activity.dailyComplete.toTasks': 'Claim rewards',
  'activity.dailyComplete.seeYou': 'See you tomorrow',
} as const satisfies Record<string, string>;
