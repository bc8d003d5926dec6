import path from 'node:path';
import { RuleTester, type Rule } from 'eslint';
import { describe, it } from 'vitest';
import plugin from '../../../../eslint-feature-boundaries.js';

/** The lint rule that keeps features apart (run by `npm run lint`): what it lets through and what it stops. */

const SRC = path.resolve(__dirname, '..');
const file = (rel: string) => path.join(SRC, rel);
const rule = plugin.rules!['feature-boundaries'] as Rule.RuleModule;

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });

tester.run('feature-boundaries', rule, {
  valid: [
    { filename: file('features/letters/components/a.tsx'), code: "import { x } from '../api/get-letter';" },
    { filename: file('features/letters/components/a.tsx'), code: "import { x } from '@/features/letters/api/get-letter';" },
    { filename: file('features/letters/components/a.tsx'), code: "import { x } from '@/components/ui/button'; import { y } from '@/lib/format';" },
    { filename: file('app/routes/app/dashboard.tsx'), code: "import { x } from '@/features/firm/components/client-next-steps';" },
    { filename: file('main.tsx'), code: "import { x } from './app/router';" },
    { filename: file('lib/format.ts'), code: "import { x } from 'react'; import { y } from './utils';" },
  ],
  invalid: [
    { filename: file('features/firm/components/a.tsx'), code: "import { x } from '@/features/case/documents-goal';", errors: 1 },
    { filename: file('features/auth/components/a.tsx'), code: "import { x } from '../../firm/test-builders';", errors: 1 },
    { filename: file('features/auth/components/a.tsx'), code: "export { x } from '@/features/firm/test-builders';", errors: 1 },
    { filename: file('features/auth/components/a.tsx'), code: "import { x } from '@/app/routes/auth/login';", errors: 1 },
    { filename: file('components/ui/a.tsx'), code: "import { x } from '@/features/letters/components/export-actions';", errors: 1 },
    { filename: file('lib/a.ts'), code: "const m = import('@/app/router');", errors: 1 },
  ],
});
