// Pre-compresses the client build once (brotli 11 + gzip 9) so static files cost no CPU per
// request; the server sends the .br/.gz file when the browser accepts it.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|xml|txt|html)$/;

export function compressDirectory(dir) {
  let count = 0;
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) {
      count += compressDirectory(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry) || statSync(file).size < 1024) continue;
    const content = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    count++;
  }
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", "client");
  console.log(`compressed ${compressDirectory(dir)} files in build/client`);
}
