export {
  checkField,
  matchesAcceptedPattern,
  patternRegExp,
  registerPatterns,
} from '../contracts/validation';
export type { FieldProblem, FieldRule, PatternRule } from '../contracts/validation';
