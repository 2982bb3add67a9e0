#!/usr/bin/env node
// The e2e tests drive Debian's Chromium (never a downloaded browser). Installs it through apt when
// it is missing and we are root; otherwise says in pt-BR what to do.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const BIN = '/usr/bin/chromium';
if (!existsSync(BIN)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium não encontrado em ${BIN}. Instale com: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Instalando o Chromium do Debian para os testes e2e (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium', 'fonts-liberation']]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}
