/** A value's text broke its type's rule: the rule, for a message that names where. */
export class ValueRuleError extends Error {
  override readonly name = 'ValueRuleError';
}
