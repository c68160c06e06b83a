/*
 * ESLint rule `action-engine/html-sinks` (SECURITY.md, "Text that reaches HTML"). It finds
 * every place where code hands a string to something that shows it as HTML, and refuses the
 * string unless it is escaped or is our own markup:
 * - a `flavor` or `content` property (a chat message's flavour and content, a DialogV2's content,
 *   a journal page's text);
 * - an assignment to `innerHTML` / `outerHTML`, and `insertAdjacentHTML`;
 * - a template literal that holds markup (`<p>${…}</p>`): each value put into it;
 * - `ui.notifications`, which only src/ui/foundry/notify.ts may call (it escapes the message).
 *
 * A value counts as safe when it is:
 * - a literal, or a template literal whose values are all safe;
 * - `escapeHtml(…)`, or a call of a function whose name ends in `Html` (it returns markup it built
 *   safely: the rule checks its own template literals), or `render…(…)` (our Handlebars templates,
 *   which escape every `{{value}}`);
 * - a name ending in `Html` (or `html`), a constant in CAPITALS, or a `content` / `flavor` read
 *   back from an object (the rule checked it where it was written);
 * - `a ? b : c`, `a ?? b`, `a || b`, `await a`, `a.join(…)` and `a.map(…)` made of safe parts,
 *   `Number(…)` and `Math.…(…)`.
 */

const SINK_PROPERTIES = new Set(["flavor", "content"]);
const MARKUP = /<[a-zA-Z/!]/;
const HTML_NAME = /(^html$|Html$|HTML$)/;
const CONSTANT = /^[A-Z][A-Z0-9_]*$/;
const RENDER = /^render[A-Z]?\w*$/;

/** @param {any} callee @returns {string | null} */
function calleeName(callee) {
  if (callee.type === "Identifier") return callee.name;
  if (callee.type === "MemberExpression" && !callee.computed) return callee.property.name;
  return null;
}

/** @param {any} node @returns {boolean} */
function isSafe(node) {
  if (!node) return true;
  switch (node.type) {
    case "Literal":
      return true;
    case "TemplateLiteral":
      return node.expressions.every(isSafe);
    case "Identifier":
      return HTML_NAME.test(node.name) || CONSTANT.test(node.name) || node.name === "undefined";
    case "MemberExpression":
      return (
        !node.computed &&
        (HTML_NAME.test(node.property.name) || SINK_PROPERTIES.has(node.property.name))
      );
    case "ConditionalExpression":
      return isSafe(node.consequent) && isSafe(node.alternate);
    case "LogicalExpression":
      return isSafe(node.left) && isSafe(node.right);
    case "AwaitExpression":
      return isSafe(node.argument);
    case "ArrowFunctionExpression":
      return node.body.type === "BlockStatement" ? false : isSafe(node.body);
    case "CallExpression": {
      const name = calleeName(node.callee);
      if (name === null) return false;
      if (name === "escapeHtml" || name === "Number" || RENDER.test(name) || HTML_NAME.test(name))
        return true;
      const object = node.callee.type === "MemberExpression" ? node.callee.object : null;
      if (object && object.type === "Identifier" && object.name === "Math") return true;
      if (name === "join") return isSafe(object);
      if (name === "map") return isSafe(object) || node.arguments.every(isSafe);
      return false;
    }
    default:
      return false;
  }
}

/** @param {any} property @returns {string | null} */
function propertyName(property) {
  if (property.computed) return null;
  if (property.key.type === "Identifier") return property.key.name;
  if (property.key.type === "Literal") return String(property.key.value);
  return null;
}

/** @type {import("eslint").Rule.RuleModule} */
export default {
  meta: {
    type: "problem",
    docs: { description: "Text that reaches HTML is escaped (SECURITY.md)" },
    schema: [],
    messages: {
      sink: "{{sink}} is shown as HTML: pass escapeHtml(text), a render…() result or a …Html value (SECURITY.md).",
      markup:
        "A value put into markup must be escaped: escapeHtml(…), a render…() result or a …Html value (SECURITY.md).",
      notifications:
        "Notifications are shown as HTML: use notify() / notifyText() from src/ui/foundry/notify.ts, which escape.",
    },
  },
  create(context) {
    return {
      /** @param {any} node */
      Property(node) {
        const name = propertyName(node);
        if (name && SINK_PROPERTIES.has(name) && !isSafe(node.value))
          context.report({ node: node.value, messageId: "sink", data: { sink: `\`${name}\`` } });
      },
      /** @param {any} node */
      AssignmentExpression(node) {
        const target = node.left;
        if (
          target.type === "MemberExpression" &&
          !target.computed &&
          (target.property.name === "innerHTML" || target.property.name === "outerHTML") &&
          !isSafe(node.right)
        )
          context.report({
            node: node.right,
            messageId: "sink",
            data: { sink: target.property.name },
          });
      },
      /** @param {any} node */
      CallExpression(node) {
        if (calleeName(node.callee) === "insertAdjacentHTML" && !isSafe(node.arguments[1]))
          context.report({ node, messageId: "sink", data: { sink: "insertAdjacentHTML" } });
      },
      /** @param {any} node */
      TemplateLiteral(node) {
        if (node.parent.type === "TaggedTemplateExpression") return;
        if (!node.quasis.some((/** @type {any} */ q) => MARKUP.test(q.value.cooked ?? q.value.raw)))
          return;
        for (const expression of node.expressions)
          if (!isSafe(expression)) context.report({ node: expression, messageId: "markup" });
      },
      /** @param {any} node */
      MemberExpression(node) {
        if (
          node.object.type === "Identifier" &&
          node.object.name === "ui" &&
          !node.computed &&
          node.property.name === "notifications"
        )
          context.report({ node, messageId: "notifications" });
      },
    };
  },
};
