"""Held-out set 18: errors and reprs Python libraries make for real here.

Each text is what the library raises or prints when called as below (nothing is written by
hand but the call): ``pendulum`` and ``isodate`` given a token for a date or a duration,
Polars casting a column that holds a password and printing a frame, Lark and pyparsing
showing the input they could not parse, ``icalendar`` given a token for a date, ``pytz``
for a time zone, Babel for a number, ``jsonpointer`` and ``jsonpatch`` quoting a member and a
tested value, ``fractions``, ``unicodedata``, ``pwd``, ``importlib`` and
``datetime.fromisoformat`` given a secret pasted into the wrong field, and the reprs of an
``attrs`` class and a ``msgspec.Struct``. None of these libraries or calls was used by sets
4-17 (grepped for their imports and messages).
"""

from __future__ import annotations

import datetime
import fractions
import importlib
import pwd
import re
import unicodedata

import attrs
import babel.numbers
import icalendar
import isodate
import jsonpatch
import jsonpointer
import lark
import msgspec
import pendulum
import polars
import pyparsing
import pytz
from _heldout_secrets_harness import ALNUM, DIGITS, URLSAFE, Case, Values, leaked

__all__ = ["repr_cases"]


def _message(call: object) -> str:
    try:
        call()  # type: ignore[operator]
    except BaseException as error:  # every call here raises an Exception
        module = type(error).__module__
        prefix = "" if module == "builtins" else module + "."
        return f"{prefix}{type(error).__qualname__}: {error}"
    raise AssertionError("expected an error")


def _stable(text: str) -> str:
    """The same text on every run: addresses and library versions in links fixed."""
    text = re.sub(r"0x[0-9a-f]{6,}", "0x7f3a2c1d9e40", text)
    return re.sub(r"errors\.pydantic\.dev/[0-9.]+/", "errors.pydantic.dev/2/", text)


@attrs.define
class _SmtpConfig:
    host: str
    user: str
    password: str


class _Webhook(msgspec.Struct):
    url: str
    signing_secret: str


def repr_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        text = _stable(text)
        assert leaked(secret, text), (name, text)
        out.append(Case(f"traceback: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 32)
    add(
        "pendulum parse",
        "pendulum.parse given a token in place of a date",
        _message(lambda: pendulum.parse(tok)),
        tok,
    )
    tok = "x" + v.gen(ALNUM, 27)  # not P, which isodate would read as the period designator
    add(
        "isodate duration",
        "isodate.parse_duration given a token in place of a duration",
        _message(lambda: isodate.parse_duration(tok)),
        tok,
        raises="cause",
    )
    pw = v.pw()
    frame = polars.DataFrame({"user": ["ops", "ci"], "pin": ["4411", pw]})
    add(
        "polars cast",
        "Polars casting a string column holding a password to Int64",
        _message(lambda: frame.with_columns(polars.col("pin").cast(polars.Int64))),
        pw,
    )
    tok = v.gen(URLSAFE, 40)
    table = polars.DataFrame({"service": ["billing"], "token": [tok], "expires": ["2026-12-31"]})
    add(
        "polars frame repr",
        "a Polars DataFrame's repr (a box-drawn table) in a failed assertion",
        f"AssertionError: expected no active tokens, found\n{table!r}",
        tok,
        raises="note",
    )
    pw = v.pw()
    grammar = lark.Lark('start: "port" "=" NUMBER\n%import common.NUMBER\n%ignore " "')
    add(
        "lark unexpected",
        "Lark's UnexpectedCharacters showing the line it could not parse",
        _message(lambda: grammar.parse(f"port = {pw}")),
        pw,
    )
    tok = "k" + v.gen(ALNUM, 29)  # a letter first, so that no digit is consumed
    add(
        "pyparsing expected",
        "pyparsing's ParseException quoting the text it found",
        _message(lambda: pyparsing.Word(pyparsing.nums).parse_string(tok, parse_all=True)),
        tok,
        raises="context",
    )
    tok = v.gen(ALNUM, 26)
    ics = f"BEGIN:VCALENDAR\nDTSTART:{tok}\nEND:VCALENDAR"
    add(
        "icalendar dtstart",
        "icalendar given a token in a calendar's DTSTART line",
        _message(lambda: icalendar.Calendar.from_ical(ics)),
        tok,
    )
    tok = v.gen(ALNUM, 24)
    add(
        "pytz unknown zone",
        "pytz.timezone given a token in place of a time zone",
        _message(lambda: pytz.timezone(tok)),
        tok,
        raises="keyerror",
    )
    tok = v.gen(ALNUM, 20)
    add(
        "babel decimal",
        "babel.numbers.parse_decimal given a token in place of an amount",
        _message(lambda: babel.numbers.parse_decimal(tok, locale="de_DE")),
        tok,
    )
    tok = v.gen(ALNUM, 36)
    add(
        "jsonpointer member",
        "jsonpointer.resolve_pointer with a token pasted into the pointer",
        _message(lambda: jsonpointer.resolve_pointer({"tenants": {}}, f"/tenants/{tok}")),
        tok,
        raises="group",
    )
    pw = v.pw()
    patch = [{"op": "test", "path": "/smtp/password", "value": pw}]
    add(
        "jsonpatch test",
        "jsonpatch's failed test operation quoting the tested value",
        _message(lambda: jsonpatch.apply_patch({"smtp": {"password": "old"}}, patch)),
        pw,
    )
    tok = v.gen(ALNUM, 22)
    add(
        "fraction literal",
        "fractions.Fraction given a token in place of a ratio",
        _message(lambda: fractions.Fraction(tok)),
        tok,
    )
    tok = v.gen(ALNUM, 25)
    add(
        "unicodedata lookup",
        "unicodedata.lookup given a token in place of a character name",
        _message(lambda: unicodedata.lookup(tok)),
        tok,
        raises="args",
    )
    pw = v.gen(ALNUM, 9) + v.gen(DIGITS, 4)
    add(
        "pwd getpwnam",
        "pwd.getpwnam given a password typed into the user field",
        _message(lambda: pwd.getpwnam(pw)),
        pw,
    )
    tok = "sk" + v.gen(ALNUM, 30)
    add(
        "importlib module",
        "importlib.import_module given a key pasted in place of a plugin name",
        _message(lambda: importlib.import_module(tok)),
        tok,
        raises="cause",
    )
    tok = v.gen(ALNUM, 27)
    add(
        "fromisoformat",
        "datetime.fromisoformat given a token in place of a timestamp",
        _message(lambda: datetime.datetime.fromisoformat(tok)),
        tok,
    )
    pw = v.pw()
    add(
        "attrs repr",
        "an attrs class's generated repr in a failure message",
        f"smtplib.SMTPAuthenticationError: (535, b'5.7.8 Authentication failed') with "
        f"{_SmtpConfig('mail.acme.io', 'notify', pw)!r}",
        pw,
    )
    tok = v.gen(URLSAFE, 43)
    hook = _Webhook("https://hooks.acme.io/in/8812", "whsec_" + tok)
    add(
        "msgspec repr",
        "a msgspec.Struct's repr in a failure message",
        f"webhook delivery failed after 5 attempts: {hook!r}",
        tok,
        raises="oserror",
    )
    return out
