import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/', '.data/', 'node_modules/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Browser code runs under a Content-Security-Policy without eval: Zod must come configured not to compile.
    files: ['site/**/*.{ts,tsx}'],
    ignores: ['site/lib/zod.ts', 'site/**/*.test.ts', 'site/e2e/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message:
                "Import { z } from site/lib/zod.ts, which turns off Zod's eval-based parsers that the site's CSP forbids.",
              allowTypeImports: true,
            },
            {
              name: 'lucide-react',
              message:
                "Import each icon from its own module (lucide-react/icons/<name>): the package's index makes every build read all of its 1,700 icons.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
)
