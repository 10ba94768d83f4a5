"""A machine-made value a parser or converter rejected is hidden where no word names it; what a
person typed, digests, ids and the words around it stay."""

from __future__ import annotations

import pytest

from toolretry.redact import redact

# Values made here for these tests (random-looking, both cases and digits); none is real.
_VALUES = ("Wd3kQ9zLx7mT2pRv8NcY4hBs", "aZ7qK2wL9xV4mN8pT3rY6sD1fG5", "Pb8mX2cK7vQ9wL4zR1tN6yH3")


@pytest.mark.parametrize("value", _VALUES)
@pytest.mark.parametrize(
    "template",
    [
        "ValueError: invalid literal for int() with base 10: '{v}'",
        "ValueError: could not convert string to float: '{v}'",
        'java.lang.NumberFormatException: For input string: "{v}"',
        "error: option --timeout: invalid integer value: '{v}'",
        "Error: Invalid value for '--workers': '{v}' is not a valid integer.",
        "java.time.format.DateTimeParseException: Text '{v}' could not be parsed at index 0",
        "SyntaxError: Cannot convert {v} to a BigInt",
        'Argument "{v}" isn\'t numeric in addition (+) at -e line 1.',
        'Cannot deserialize value of type `long` from String "{v}": not a valid `long` value',
        "dateutil.parser.ParserError: Unknown string format: {v}",
        "ValueError: '{v}' is not a valid Colour",
        "IllegalArgumentException: No enum constant app.Level.{v}",
        'psql: error: invalid integer value "{v}" for connection option "port"',
    ],
)
def test_a_machine_made_value_a_parser_rejected_is_hidden(template: str, value: str) -> None:
    out = redact(template.format(v=value))
    assert value not in out
    assert "[REDACTED]" in out


def test_the_same_value_elsewhere_in_the_text_goes_with_it() -> None:
    value = _VALUES[0]
    text = (
        f"[eval]:1\nNumber.parseFloat(x) || BigInt('{value}')\n^\n"
        f"SyntaxError: Cannot convert {value} to a BigInt"
    )
    assert value not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        # what a person typed
        "ValueError: invalid literal for int() with base 10: 'twelve'",
        "Text '2026-02-30T10:00' could not be parsed: Invalid date 'FEBRUARY 30'",
        "pytz.exceptions.UnknownTimeZoneError: 'America/Sao_Paolo'",
        # digests and ids, in hexadecimal
        "fatal: could not parse object 'c1a9f0e2b7d4435e8f6a2b9c0d1e7f3a4b5c6d7e'",
        "invalid uuid 'f47ac10b-58cc-4372-a567-0e02b2c3d47' in column order_id",
        # an identifier made of words
        "could not convert string to float: 'Release2CandidateBuildNumber'",
        # a machine-made value the rejection does not name (another field of the message)
        "Unable to parse range: 'Budget 2026'!B2:F (sheet 1xQ9mZ4kLp7Wv2Rt8Nc3Hb6YdFg5Js0Ae)",
    ],
)
def test_what_a_person_typed_digests_ids_and_other_fields_stay(text: str) -> None:
    assert redact(text) == text
