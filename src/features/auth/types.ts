/** The auth contract lives in `src/contract/auth.ts`, shared with the reference server. */
export {
  API_MESSAGES,
  loginErrorSchema,
  loginRequestSchema,
  refreshRequestSchema,
  registerAnswerSchema,
  registerConflictSchema,
  registerRequestSchema,
  tokensSchema,
  type LoginRequest,
  type RegisterRequest,
} from '@/contract/auth';
