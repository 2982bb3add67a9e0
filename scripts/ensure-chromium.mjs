#!/usr/bin/env node
// The e2e tests drive Debian's Chromium (never a downloaded browser) and read the PDF reports with
// poppler-utils (pdftotext, pdftoppm). Installs what is missing through apt when we are root; otherwise
// says in pt-BR what to do.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const missing = [];
if (!existsSync('/usr/bin/chromium')) missing.push('chromium', 'fonts-liberation');
if (!existsSync('/usr/bin/pdftotext')) missing.push('poppler-utils');
if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(`Faltam pacotes para os testes e2e. Instale com: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  console.log(`Instalando ${missing.join(', ')} do Debian para os testes e2e (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', ...missing]]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}
