export {
  accountKey,
  checkField,
  e164,
  fieldMessage,
  fieldProblemMessage,
  findRegisterProblem,
  isDialingCode,
  isMobileNumber,
  isSmsCode,
  matchesAcceptedPattern,
  normaliseMobile,
  patternRegExp,
  registerPatterns,
  registerValues,
} from '../contracts/validation';
export type {
  FieldProblem,
  FieldRule,
  PatternRule,
  RegisterMode,
  RegisterProblem,
} from '../contracts/validation';
