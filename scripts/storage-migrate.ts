// `npm run storage:migrate`: copies every file under DATA_DIR/uploads to the bucket that
// STORAGE=s3 and the S3_ variables name (README "Files on S3"). Safe to run again: files
// already there with the same size and checksum are skipped. Local files are left in place.
import { ConfigError, loadConfig } from '../server/config';
import { fileStore } from '../server/lib/storage';
import { localStore } from '../server/lib/storage/local';
import { migrateFiles } from '../server/lib/storage/migrate';

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.storage.kind !== 's3') {
    console.error('storage:migrate copies the local upload folder to an S3 bucket: set STORAGE=s3 and the S3_ variables first (README "Files on S3").');
    return 1;
  }
  const target = fileStore(config);
  await target.init();
  console.log(`Copying ${config.uploadDir} to ${target.locate('')}`);
  const s = await migrateFiles(localStore(config.uploadDir), target, (line) => console.log(line));
  const mb = (s.bytesCopied / 1024 / 1024).toFixed(1);
  console.log(`\n${s.total} file(s): ${s.copied} copied (${mb} MB), ${s.skipped} already there, ${s.failed} failed.`);
  if (s.failed) console.log('Run it again to retry the failed files.');
  else console.log(`Local files are left in ${config.uploadDir}; remove them once the app runs with STORAGE=s3.`);
  return s.failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
