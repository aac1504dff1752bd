ALTER TABLE "kyc_files" DROP COLUMN "bytes";
