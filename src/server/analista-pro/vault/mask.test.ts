import { describe, expect, it } from 'vitest';
import { maskCredentials } from './mask';

describe('maskCredentials', () => {
  it('says which fields are set and shows at most the last 4 chars of identifiers, nothing of secrets', () => {
    const creds = {
      email: 'fulano@escritorio.com.br',
      usuario: 'fulano.silva',
      senha: 'S3nh@Forte!2024',
      senha_web: 'outra-senha',
      app_key: '3458912345678',
      app_secret: 'abcdef0123456789abcdef',
      client_secret: 'xyz',
      integration_key: 'chave-integracao-123456',
      vazio: '',
      nada: null,
    };
    const m = maskCredentials(creds);
    expect(m.email).toEqual({ set: true, preview: '••••m.br' });
    expect(m.usuario).toEqual({ set: true, preview: '••••ilva' });
    expect(m.app_key).toEqual({ set: true, preview: '••••5678' });
    for (const f of ['senha', 'senha_web', 'app_secret', 'client_secret', 'integration_key']) {
      expect(m[f]).toEqual({ set: true, preview: null });
    }
    expect(m.vazio).toEqual({ set: false, preview: null });
    expect(m.nada).toEqual({ set: false, preview: null });
    const json = JSON.stringify(m);
    for (const secret of ['S3nh@Forte', 'outra-senha', 'abcdef0123', 'chave-integracao']) expect(json).not.toContain(secret);
  });

  it('shows less of short identifiers and unknown fields are hidden (fail closed)', () => {
    const m = maskCredentials({ usuario: 'joao12', login: 'ana', campo_novo: 'valor-qualquer-longo' });
    expect(m.usuario!.preview).toBe('••••12');
    expect(m.login).toEqual({ set: true, preview: null });
    expect(m.campo_novo).toEqual({ set: true, preview: null });
    expect(maskCredentials(null)).toEqual({});
  });
});
