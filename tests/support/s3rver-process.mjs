// s3rver in its own process, started by tests/support/s3-server.ts. Its own process because s3rver signs
// ListObjectsV2 continuation tokens with DES, which Node 20's OpenSSL 3 offers only with
// --openssl-legacy-provider; that flag is given to this process alone, never to the app under test.
// Usage: node --openssl-legacy-provider s3rver-process.mjs <directory> <bucket>; prints {"port":N}.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
// The test process owns this one: when it goes away (stdin closes), so does the server.
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
