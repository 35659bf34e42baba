/** Gherkin's keywords, as acceptance criteria write them ("Scenario: ...", "Given ...", "When ...", "Then ..."). */
export const GHERKIN_TITLE = /^\s*(?:Feature|Scenario Outline|Scenario|Background|Example|Rule):\s*/;
export const GHERKIN_STEP = /^\s*(?:Given|When|Then|And|But)\b/;
// ("**AC1** Given I am on ...", "AC-2: Given ...": a criterion's short label may come before it.)
export const GHERKIN_GIVEN = /^\s*(?:(?:\*\*[^*\n]{1,12}\*\*|[A-Z]{1,4}-?\d{1,3}):?\s+)?Given\s+/;
/** A step that goes on with the step before it ("Then", "And", but not "But when ..."). */
export const GHERKIN_CONTINUES = /^\s*(?:Then|And|But(?!\s+(?:when|if)\b))\b/;
