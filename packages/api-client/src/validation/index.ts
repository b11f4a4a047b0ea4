export {
  checkField,
  findRegisterProblem,
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
