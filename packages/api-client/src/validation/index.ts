export {
  checkField,
  findRegisterProblem,
  isDialingCode,
  isMobileNumber,
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
