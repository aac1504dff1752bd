/**
 * The money and concurrency subset: where PostgreSQL's locking and isolation differ from PGlite's single
 * connection (ledger, wallet deposit / withdraw / balances, activity claims, concurrent launches, deposit limits, mail
 * receives and task claims), run on a private PostgreSQL by tests/server/run-on-postgres.ts. Everything else is
 * proved on PGlite (`vitest run --project server`). `npm test` runs these on PostgreSQL alone when it can start one
 * (`POSTGRES_PROVES_ITS_FILES`, read by vitest.config.ts); `npm run test:server` and `npm run test:dates` run every
 * file on PGlite.
 */
export const POSTGRES_FILES = [
  'tests/server/ledger.test.ts',
  'tests/server/walletDeposit.test.ts',
  'tests/server/walletWithdraw.test.ts',
  'tests/server/walletBalances.test.ts',
  'tests/server/activityFirstCharge.test.ts',
  'tests/server/activityInvite.test.ts',
  'tests/server/activityLoginPay.test.ts',
  'tests/server/games.test.ts',
  // Deposit limits under concurrent recharge3 (the per-player lock).
  'tests/server/responsibleGaming.limits.test.ts',
  // The person's limits across accounts; 20 concurrent paid callbacks during an exclusion return the money once.
  'tests/server/responsibleGaming.person.test.ts',
  // 50 concurrent mail receives and task claims pay once.
  'tests/server/profileConcurrency.test.ts',
  // 50 concurrent approvals pay once; payout callbacks settle once.
  'tests/server/payoutApproval.test.ts',
  'tests/server/payouts.test.ts',
  // 50 concurrent claims of a deposit streak day, a ladder tier and the cash bonus pay once.
  'tests/server/promoDeposits.test.ts',
  // The cash bonus at the operator's figures: bets grouped by Manila day in SQL; concurrent claims pay once.
  'tests/server/opsCashBonus.test.ts',
  // /ops: 50 concurrent staff approvals (one or two approvers) pay once; a rejection returns the hold once.
  'tests/server/opsWithdrawals.test.ts',
  // /ops four-eyes: 20 concurrent approvals of one admin change apply it once; one person never approves twice.
  'tests/server/opsFourEyes.test.ts',
  // /ops player support: 20 concurrent approvals of one balance adjustment pay it once; a lock ends every session.
  'tests/server/opsPlayerSupport.test.ts',
  // The customer-service chat: 20 concurrent takes of one conversation give it to one agent.
  'tests/server/chat.test.ts',
  // The games catalogue: 20 concurrent applies of one checked import write it once; concurrent changes keep the version true.
  'tests/server/opsGames.test.ts',
  // The downline's recursive query (raw SQL: types differ between the drivers).
  'tests/server/downline.test.ts',
  // Agent5: concurrent reads compute a day once; 50 concurrent receives and invitee claims pay once.
  'tests/server/promoAgent5.test.ts',
  // 50 concurrent agent exchanges, scratch cards and agent-count claims pay once.
  'tests/server/promoAgent.test.ts',
  // The agent's prices read in the spend's transaction: concurrent cards at a raised cost pay once, never overspend.
  'tests/server/opsAgentFigures.test.ts',
  // 50 concurrent Christmas box opens, new-year task receipts and box opens (items spent once) pay once.
  'tests/server/promoSeasonal.test.ts',
  // 150 parallel guesses at a one-time code take exactly its attempt cap; the right code after it is refused.
  'tests/server/oneTimeCodeRace.test.ts',
  // Production's two roles: the app role cannot truncate, delete from or switch off the trigger of the audit log.
  'tests/server/auditLogRole.test.ts',
  // Spins racing a seed rotation answer a spin or a clear refusal, never 500.
  'tests/server/fairGameRace.test.ts',
  // Game providers' wallet calls: repeats, out-of-order calls and 50 racing debits move money once, never below 0.
  'tests/server/providerWallet.test.ts',
  // A populated database through db:backup and db:restore: the same ledger and balances, the server starts on it.
  'tests/server/dbBackup.pg.test.ts',
  // Three instances starting at once on one empty database take turns to migrate and seed.
  'tests/server/concurrentBoot.pg.test.ts',
  // Two instances: concurrent ledger writes through both show in the next refreshData on each; a stream on one hears
  // the other's writes (LISTEN/NOTIFY).
  'tests/server/liveCluster.pg.test.ts',
  // Two instances: a session ended on one is refused on the other at once; rate limits, lock-outs and one-time codes
  // count across both.
  'tests/server/statelessCluster.pg.test.ts',
  // A burst at one rate limit on separate connections takes exactly the limit.
  'tests/server/rateLimit.test.ts',
  // The live chat on two instances: a message on one reaches support's stream on the other, and the reply comes back.
  'tests/server/chatCluster.pg.test.ts',
  // The live table: its bets and draw through the wallet; two instances see one round, and a draw on one reaches the
  // table's stream on the other.
  'tests/server/liveTable.test.ts',
  'tests/server/liveTableCluster.pg.test.ts',
  // The other in-house engines' rounds through the signed wallet: a crash cash-out racing its settlement and a
  // match settled by the player or the job pay once; a Baccarat coup and a Color Game round debit and credit once.
  'tests/server/arcade.test.ts',
  'tests/server/virtualSports.test.ts',
  'tests/server/cardsGame.test.ts',
  'tests/server/colorGame.test.ts',
];
