import { createAuthClient } from 'better-auth/react';
import { adminClient, inferAdditionalFields } from 'better-auth/client/plugins';

// better-auth is mounted by the server at /api/auth on the same origin; baseURL is omitted on
// purpose so the client uses window.location.origin (works behind the Vite proxy and in production).
export const authClient = createAuthClient({
  plugins: [
    adminClient(),
    inferAdditionalFields({
      user: {
        company: { type: 'string', required: false },
        phone: { type: 'string', required: false },
      },
    }),
  ],
});
