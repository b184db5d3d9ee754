import type { Rule } from 'eslint';

export declare const noLiteralUiText: Rule.RuleModule;
