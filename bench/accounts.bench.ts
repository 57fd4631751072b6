// Latency of signing in (argon2id verification dominates, on purpose) and of an authenticated
// request (the hashed-token look-up every signed-in call pays). Run: `npm run bench`.
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD } from '../apps/api/src/demo/seed';
import { measure, startBenchApp } from './support';

// The attempt limits would stop a benchmark long before it finished.
const bench = await startBenchApp({
  AUTH_RATE_LIMIT_PER_IP: '100000',
  AUTH_RATE_LIMIT_PER_ADDRESS: '100000',
});

async function signIn(): Promise<string> {
  const response = await bench.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in answered ${response.body}`);
  return response.json().data.access_token;
}

await measure(`POST /v1/auth/login (${bench.kind})`, async () => void (await signIn()), {
  warmup: 3,
  samples: Number(process.env.BENCH_SIGNIN_SAMPLES ?? 30),
});

const token = await signIn();
await measure(`GET /v1/me (${bench.kind})`, async () => {
  const response = await bench.app.inject({
    method: 'GET',
    url: '/v1/me',
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.statusCode !== 200) throw new Error(`me answered ${response.statusCode}`);
});
await bench.close();
