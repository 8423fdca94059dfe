// Issue 34's web rules (web-rules.mjs): node --test 'scripts/lib/*.test.mjs'
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiClientProblems, formProblems, webRuleProblems, webSrc } from './web-rules.mjs';

test('apps/web/src builds every form with useForm, and no component imports the API client', () => {
  assert.deepEqual(webRuleProblems(webSrc), []);
});

test('a <form> without useForm fails, a useForm one passes, a test file is not a form', () => {
  const files = [
    {
      path: 'features/a/components/hand-rolled.tsx',
      source: 'const [v, setV] = useState("");\n<form onSubmit={send}>',
    },
    {
      path: 'features/a/components/checked.tsx',
      source: 'const form = useForm({ resolver });\n<form onSubmit={go}>',
    },
    { path: 'features/a/a.test.tsx', source: '<form>' },
  ];
  assert.deepEqual(formProblems(files, {}), [
    'features/a/components/hand-rolled.tsx renders a <form> without useForm: build it with react-hook-form and zodResolver.',
  ]);
});

test('an exception that no longer applies fails', () => {
  const files = [{ path: 'components/frame.tsx', source: 'export const Frame = () => <div />;' }];
  assert.deepEqual(formProblems(files, { 'components/frame.tsx': 'a frame' }), [
    'components/frame.tsx: no longer needs its exception in web-rules.mjs.',
  ]);
});

test('only lib/ and a feature’s api/ folder may import the API client', () => {
  const files = [
    { path: 'features/a/api/a-api.ts', source: "import { callApi } from '../../../lib/api';" },
    { path: 'lib/use-offers.ts', source: "import { callApi } from './api';" },
    { path: 'features/a/components/page.tsx', source: "import { callApi } from '../../../lib/api';" },
    {
      path: 'features/a/components/refusal.tsx',
      source: "import { ApiError } from '../../../lib/api-error';",
    },
    { path: 'app/lazy.tsx', source: "const api = import('../lib/api');" },
  ];
  assert.deepEqual(apiClientProblems(files), [
    "features/a/components/page.tsx imports the API client (../../../lib/api): call it through the feature's api/ file.",
    "app/lazy.tsx imports the API client (../lib/api): call it through the feature's api/ file.",
  ]);
});
