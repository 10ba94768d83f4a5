"""What an agent typed into a page, an app or a terminal: the value given to a typing action
(Selenium's `send_keys`, WebDriver's `elementSendKeys` and chromedriver's `TypeElement`,
Playwright's `fill`, `type(content=…)`, `input_text(text=…)`, a paste, `xdotool type`), or
typed `into` a field by a log's own words. A person types a password, a code or a token there
as often as a search: the value is hidden where it has a secret's shape (a password's, a
generated run's; digits where the text speaks of a code or a PIN), and a word, a name, an
address, a URL or a sentence typed stays.

And what a page's or an app's field holds as an accessibility tree prints it (Playwright's
`- textbox "Personal token" [ref=e4]: <value>`, AT-SPI's `[text | Password] text='<value>'`):
the value of a field whose label names a secret is hidden, whatever its shape.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._engine import REDACTED, Rule, Scan, Span, looks_generated
from ._engine import vectors as _v
from ._password_shapes import password_shaped
from ._rejected_rows import reads_as_name

__all__ = ["FIELD_ROLE", "TYPED_ACTION", "TYPED_VALUE_ROWS"]

# A typing action's name, lower-cased, then what opens its arguments.
# (`type` alone and `fill` only as a call: `"type": "error"` is a field, `of type 'X'` prose)
TYPED_ACTION = re.compile(
    r"(?:(?:send_?keys|type_?(?:element|text|string|keys)|input_?text|paste_?text|insert_?text"
    r"|set_?value|keyboard\.type|press_?sequentially|xdotool type)"
    r"(?![a-z])(?:[ \t]*\(|[\"']?[ \t]*[:{]|[ \t]+[{\"'])"
    r"|(?:(?<![\w.])type|\.fill)[ \t]*\()"
)
# The action's arguments: to the end of its line, or of its object over lines (`{ … }`), 300
# characters at most.
_ARGUMENTS = re.compile(r"[^\n]{0,300}")
_OBJECT = re.compile(r"[^}]{0,300}")
# A quoted argument or field (not a key, which a colon follows), or digits given bare.
_QUOTED = re.compile(
    r"([\"'])([^\s\"'\\]{4,128})\1(?![ \t]*:)|(?<=\()[ \t]*([0-9]{4,12})[ \t]*(?=[,)])"
)
# The key of an element's id or a selector, which a value after it is (`"id": "f.4C1E.d.9A"`).
_ELEMENT_KEY = re.compile(
    r"[\"'](?:id|element(?:_?id)?|selector|ref|index|locator)[\"'][ \t]*:[ \t]*$"
)
# A log's own words: `Input <value> into index 7`, `typed <value> into the field`.
_TYPED_INTO = re.compile(
    r"(?<![\w-])(?:input|typed?|entered|pasted?)[ \t]+[\"'`]?([^\s\"'`]{6,128})[\"'`]?"
    r"[ \t]+into(?![\w-])"
)
# Where digits typed are a code: the text speaks of one.
_CODE_WORDS = ("code", "otp", "pin", "passw", "verif", "token", "2fa", "mfa")
# An address, a URL, a path or a file's name: typed to find or open something.
_PLACE = re.compile(r"[@/\\]|\.(?:[a-z]{2,4})$|^www\.")


def _secret_shaped(value: str, folded: str) -> bool:
    if value.isdigit():
        return 4 <= len(value) <= 12 and any(word in folded for word in _CODE_WORDS)
    if _PLACE.search(value) is not None:
        return False
    if password_shaped(value) or looks_generated(value, 12):
        return True
    return (
        len(value) >= 8
        and any(map(str.isupper, value))
        and any(map(str.islower, value))
        and any(map(str.isdigit, value))
        and not reads_as_name(value)
    )


# A field's role, then its label in quotes or after a bar, its attributes, then its value.
_ROLE_WORDS = ("textbox", "searchbox", "combobox", "spinbutton", "text field", "[text")
FIELD_ROLE = re.compile("|".join(map(re.escape, _ROLE_WORDS)))
_FIELD = re.compile(
    r"[ \t]*(?:\"([^\"\n]{1,60})\"(?:[ \t]*\[[^\]\n]{0,40}\])*[ \t]*:[ \t]*"
    r"([^\n]{1,200}?)(?=[ \t]+-[ \t]|[ \t]*$)"
    r"|[ \t]*\|[ \t]*([^\]\n|]{1,60})\][ \t]*text=(['\"])([^\n]{1,200}?)\4[ \t]*$)",
    re.MULTILINE,
)


# A value the field shows masked (`••••••••`): nothing to hide, and the model needs to see it.
_MASK = re.compile(r"[•*●·∙◦]*")


def _field_values(scan: Scan) -> Iterator[Span]:
    text = scan.text
    for role in FIELD_ROLE.finditer(scan.folded):
        field = _FIELD.match(text, role.end())
        if field is None:
            continue
        label, value = (1, 2) if field.group(1) is not None else (3, 5)
        shown = field.group(value).strip()
        if scan.is_secret_name(field.group(label).strip()) and _MASK.fullmatch(shown) is None:
            yield field.span(value)


# The literals each search needs, asked first (an `in` each: the searches try every position).
_ACTION_WORDS = (
    "sendkeys", "send_keys", "typekeys", "type_", "typeelement", "typetext", "typestring",
    "input_text", "inputtext", "paste", "insert_text", "inserttext", "set_value", "setvalue",
    "keyboard.type", "press_", "presssequentially", "type(", "type (", "fill(", "fill (",
)  # fmt: skip


def _typed_values(scan: Scan) -> Iterator[Span]:
    text, folded = scan.text, scan.folded
    actions = any(word in folded for word in _ACTION_WORDS)
    for action in TYPED_ACTION.finditer(folded) if actions else ():
        opened = _OBJECT if action.group().endswith("{") else _ARGUMENTS
        arguments = opened.match(text, action.end())
        if arguments is None:
            continue
        quoted = [
            match
            for match in _QUOTED.finditer(text, action.end(), arguments.end())
            if _ELEMENT_KEY.search(text, max(0, match.start() - 24), match.start()) is None
        ]
        if action.group().endswith("("):
            quoted = quoted[-1:]  # (a call's text is its last argument, after the element's)
        for match in quoted:
            group = 2 if match.group(2) is not None else 3
            if _secret_shaped(match.group(group), folded):
                yield match.span(group)
    for match in _TYPED_INTO.finditer(folded) if " into" in folded else ():
        value = text[match.start(1) : match.end(1)]
        if _secret_shaped(value, folded):
            yield match.span(1)
    if any(word in folded for word in _ROLE_WORDS):
        yield from _field_values(scan)


R = REDACTED
TYPED_VALUE_ROWS: tuple[Rule, ...] = (
    Rule(
        "typed_value",
        (
            "keys",
            "type",
            "input",
            "paste",
            "insert",
            "set_value",
            "setvalue",
            "fill",
            "textbox",
            "searchbox",
            "combobox",
            "spinbutton",
            "text field",
            "[text",
        ),
        _typed_values,
        "a word, a name, an address, a URL or a sentence typed; the element's id; digits "
        "typed where the text speaks of no code",
        _v(
            (
                'elementSendKeys("f.1A2B3C4D.d.5E6F.e.7", "Jq8dMe#hYK2w")',
                f'elementSendKeys("f.1A2B3C4D.d.5E6F.e.7", "{R}")',
            ),
            (
                'COMMAND TypeElement {\n   "id": "f.4C1E.d.9A.e.12",\n   "text": "Wm4k3#X2V6fq"\n}',
                f'COMMAND TypeElement {{\n   "id": "f.4C1E.d.9A.e.12",\n   "text": "{R}"\n}}',
            ),
            ("Action: type(content='tR7vQ2xLp9Kw')", f"Action: type(content='{R}')"),
            (
                "### Action ###\nType(850021)\nverification code typed",
                f"### Action ###\nType({R})\nverification code typed",
            ),
            ("⌨️  Input pZ3mQ8vKx2Lw into index 7", f"⌨️  Input {R} into index 7"),
            (
                '- textbox "Personal token" [ref=e4]: ThAXHR0JKwxj6Ql93P\n- button "Save" [ref=e5]',
                f'- textbox "Personal token" [ref=e4]: {R}\n- button "Save" [ref=e5]',
            ),
            (
                "  [text | Password] text='hkmssj-onuij-vtruhni'\n  [push button | Unlock]",
                f"  [text | Password] text='{R}'\n  [push button | Unlock]",
            ),
        ),
        (
            "Action: type(content='admin')",
            'input_text(text="Yakutsk", index=3)',
            "await page.getByLabel('Email').fill('board@acme.io');",
            "Action: type(content='http://192.168.1.1/wireless.html')",
            'tool_use computer_type_text {"text": "ops@acme.io"}',
            "Type(94103) into the zip field",
            "TypeError: expected str, got int ('PaymentIntent2')",
            '- textbox "Email" [ref=e3]: ops@acme.io',
            '- textbox "Search" [ref=e9]: api keys',
            '- textbox "Signing secret" [ref=e14]: •••••••• - button "Reveal" [ref=e15]',
        ),
        needs=((*_ACTION_WORDS, " into", *_ROLE_WORDS),),
    ),
)
