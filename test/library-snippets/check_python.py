"""Checks Python snippets with Python's own parser and tokenizer, all in one process.

stdin: a JSON list of {"label", "code", "marker"}; stdout: a JSON list of problems.
A problem is a syntax error, a name used but never defined or imported (pyflakes, Debian's
python3-pyflakes, which `npm test` installs: without it this script fails), or `marker` (hostile text) found outside
string literals and comments, which would mean a value from a model record escaped its quotes.
"""
import ast
import io
import json
import sys
import tokenize

from pyflakes import checker as flakes, messages as flake_messages

# Only names that would raise NameError when the snippet runs; an import kept for its side
# effects (registering model classes) is not a problem.
UNDEFINED = (flake_messages.UndefinedName, flake_messages.UndefinedLocal, flake_messages.UndefinedExport)

INSIDE = {tokenize.STRING, tokenize.COMMENT}
for name in ("FSTRING_START", "FSTRING_MIDDLE", "FSTRING_END"):
    if hasattr(tokenize, name):
        INSIDE.add(getattr(tokenize, name))

problems = []
for item in json.load(sys.stdin):
    label, code, marker = item["label"], item["code"], item.get("marker")
    try:
        ast.parse(code)
    except SyntaxError as error:
        problems.append(f"{label}: {error.msg} at line {error.lineno}")
        continue
    for message in flakes.Checker(ast.parse(code)).messages:
        if isinstance(message, UNDEFINED):
            problems.append(f"{label}: line {message.lineno}: {message.message % message.message_args}")
    if not marker:
        continue
    for token in tokenize.generate_tokens(io.StringIO(code).readline):
        if marker in token.string and token.type not in INSIDE:
            problems.append(f"{label}: {marker!r} outside a string literal in {token.string!r} (line {token.start[0]})")
print(json.dumps(problems))
