"""Held-out set 74: output of tools and libraries really run here, against 127.0.0.1 and local
files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, addresses, ports, temporary paths) so that every run gives the same text except the
values. Tools and calls were grepped for in every earlier ``benchmarks/*heldout*`` file before
they were chosen; the counts of earlier files naming each are in the commit message:

* ``cli``: ``git am`` applying a mailed patch whose subject carries a token (prints
  ``Applying:``), ``git format-patch --stdout`` of a commit adding a calendar feed token, and
  ``curl -v`` sending an e-signature ``access_token`` query to a local server that answers 401.
* ``traceback``: ``icalendar``'s ``vDatetime``, ``vDate``, ``vDuration`` and ``vPeriod``
  ``from_ical`` and ``dateutil``'s parser given a pasted passcode, PIN or ``pwd=`` where an
  ICS value belonged, and ``email.headerregistry.Address`` given an
  address with a token in it.
* ``repr``: ``email.header.decode_header`` of an RFC 2047 subject with a code, the
  ``items()`` of a parsed message with a password header, an ``icalendar`` event and
  ``vRecur``, and ``imapclient``'s ``parse_fetch_response`` over an ENVELOPE.
* ``log``: urllib3's debug log of a private ICS feed URL fetched from a local server that
  answers 401 (an ``imapclient`` LOGIN against a local stub was tried first: it logs the
  command redacted, so it adds no case).
"""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

from _heldout_live_tools import (
    Run,
    captured_logs,
    collect_runs,
    raised_message,
    run_command,
    start_denying_server,
)
from _heldout_secrets_harness import ALNUM, DIGITS, HEX, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {
    "LC_ALL": "C",
    "NO_COLOR": "1",
    "TERM": "dumb",
    "TZ": "UTC",
    "GIT_CONFIG_GLOBAL": "/dev/null",
    "GIT_CONFIG_NOSYSTEM": "1",
    "GIT_AUTHOR_NAME": "Dev Patel",
    "GIT_AUTHOR_EMAIL": "dev@acme-title.com",
    "GIT_COMMITTER_NAME": "Dev Patel",
    "GIT_COMMITTER_EMAIL": "dev@acme-title.com",
    "GIT_AUTHOR_DATE": "2026-12-07T12:00:00Z",
    "GIT_COMMITTER_DATE": "2026-12-07T12:00:00Z",
}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d+", "127.0.0.1:8025", text)
    text = re.sub(r"port \d+", "port 8025", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\b[0-9a-f]{40}\b", "3c8f1b2a" * 5, text)
    text = re.sub(r"\d\d:\d\d:\d\d(\.\d+)?", "12:30:00", text)
    text = re.sub(r"(Date: ).*", r"\1Mon, 7 Dec 2026 12:00:00 +0000", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (34, 31, 29, 27, 33, 26)]
    hx = [v.gen(HEX, n) for n in (40, 32)]
    pw = [v.pw() for _ in range(3)]
    pins = [v.gen("123456789", 1) + v.gen(DIGITS, 9) for _ in range(2)]
    uid = v.uuid()
    more = [v.gen(ALNUM, n) for n in (25, 28, 30, 32)]
    pin3 = v.gen("123456789", 1) + v.gen(DIGITS, 9)
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, hx, uid), tmp, "cli", "context")
        tb = _collect(_library_runs(an, pins, more, pin3), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(an, pw, pins, more), tmp, "repr", "cause")
        logs = _collect(_log_runs(pw, an[4]), tmp, "log", "args")
    return cli + tb + reprs + logs


def _git(repo: Path, tmp: str, *args: str) -> str:
    return run_command(["git", "-C", str(repo), *args], tmp, env=_ENV)


def _cli_runs(tmp: str, an: list[str], hx: list[str], uid: str) -> list[Run]:
    repo = Path(tmp) / "title-app"
    repo.mkdir()
    run_command(["git", "init", "-q", "-b", "main", str(repo)], tmp, env=_ENV)
    (repo / "README.md").write_text("title app\n")
    _git(repo, tmp, "add", "README.md")
    _git(repo, tmp, "commit", "-q", "-m", "init")
    (repo / "calendar.toml").write_text(
        f'[feed]\nurl = "https://cal.acme-title.com/feeds/closings/{hx[1]}/basic.ics"\n'
    )
    _git(repo, tmp, "add", "calendar.toml")
    _git(repo, tmp, "commit", "-q", "-m", "Add closings calendar feed")
    (repo / "notes.txt").write_text("escrow\n")
    _git(repo, tmp, "add", "notes.txt")
    _git(repo, tmp, "commit", "-q", "-m", f"Rotate escrow webhook secret to {an[0]}")
    patch = Path(tmp) / "rotate.patch"
    patch.write_text(_git(repo, tmp, "format-patch", "-1", "--stdout") + "\n")
    _git(repo, tmp, "reset", "-q", "--hard", "HEAD~1")

    server = start_denying_server()
    port = server.server_address[1]

    def curl() -> str:
        try:
            return run_command(
                ["curl", "-sv", f"http://127.0.0.1:{port}/api/v1/accounts?access_token={uid}"],
                tmp,
                env=_ENV,
                timeout=20,
            )
        finally:
            server.shutdown()

    return [
        (
            "git am subject",
            "git am applying a mailed patch whose subject carries a webhook secret (Applying:)",
            an[0],
            ["git", "-C", str(repo), "am", str(patch)],
        ),
        (
            "git format-patch feed",
            "git format-patch --stdout of a commit adding a private calendar feed URL",
            hx[1],
            [
                "git",
                "-C",
                str(repo),
                "format-patch",
                "--stdout",
                "-1",
                "HEAD",
                "--",
                "calendar.toml",
            ],
        ),
        (
            "curl access token",
            "curl -v sending an e-signature access_token query to a local server answering 401",
            uid,
            curl,
        ),
    ]


def _library_runs(an: list[str], pins: list[str], more: list[str], pin3: str) -> list[Run]:
    def ical_datetime() -> str:
        from icalendar import vDatetime

        return raised_message(lambda: vDatetime.from_ical(f"Passcode:{an[1]}"))

    def dateutil_parse() -> str:
        from dateutil import parser

        return raised_message(lambda: parser.parse(f"PIN {pins[0]} DTSTART"))

    def address() -> str:
        from email.headerregistry import Address

        return raised_message(lambda: Address(addr_spec=f"reset+{an[2]}@@acme-realty.com"))

    def ical_duration() -> str:
        from icalendar import vDuration

        return raised_message(lambda: vDuration.from_ical(f"Passcode {more[0]}"))

    def ical_period() -> str:
        from icalendar import vPeriod

        return raised_message(lambda: vPeriod.from_ical(f"20261209T150000Z/pwd={more[1]}"))

    def ical_date() -> str:
        from icalendar import vDate

        return raised_message(lambda: vDate.from_ical(f"PIN {pin3}"))

    return [
        (
            "icalendar vduration",
            "icalendar vDuration.from_ical given a passcode where DURATION belonged (InvalidCalendar)",
            more[0],
            ical_duration,
        ),
        (
            "icalendar vperiod",
            "icalendar vPeriod.from_ical given a meeting URL's pwd= where a period belonged",
            more[1],
            ical_period,
        ),
        (
            "icalendar vdate",
            "icalendar vDate.from_ical given a dial-in PIN where a DATE belonged",
            pin3,
            ical_date,
        ),
        (
            "icalendar vdatetime",
            "icalendar vDatetime.from_ical given a pasted passcode where DTSTART belonged",
            an[1],
            ical_datetime,
        ),
        (
            "dateutil parse",
            "dateutil.parser.parse given a dial-in PIN pasted with an ICS property name",
            pins[0],
            dateutil_parse,
        ),
        (
            "headerregistry address",
            "email.headerregistry.Address given a reset address holding a token",
            an[2],
            address,
        ),
    ]


def _repr_runs(an: list[str], pw: list[str], pins: list[str], more: list[str]) -> list[Run]:
    def decoded() -> str:
        from email.header import decode_header

        return repr(decode_header(f"=?utf-8?q?Tu_c=C3=B3digo_de_acceso_es_{an[3]}?="))

    def items() -> str:
        import email

        raw = (
            "From: Leasing <leasing@acme-realty.com>\nTo: ops@acme-realty.com\n"
            f"Subject: portal\nX-Portal-Password: {pw[0]}\n\nsee header\n"
        )
        return repr(email.message_from_string(raw).items())

    def event() -> str:
        from icalendar import Calendar

        ics = (
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//acme//agent//EN\r\nBEGIN:VEVENT\r\n"
            "UID:88211@acme-law.in\r\nSUMMARY:Mediation\r\n"
            f"DESCRIPTION:Dial-in PIN {pins[1]}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        )
        return repr(Calendar.from_ical(ics).walk("VEVENT")[0])

    def recur() -> str:
        from icalendar import vRecur

        return repr(vRecur.from_ical(f"FREQ=WEEKLY;BYDAY=TU;X-ACME-PASSCODE={more[2]}"))

    def fetch() -> str:
        from imapclient.response_parser import parse_fetch_response

        envelope = (
            f'311 (UID 48812 ENVELOPE ("Mon, 7 Dec 2026 12:02:11 +0000" "Your sign-in link: {more[3]}" '
            '(("Acme Realty" NIL "no-reply" "acme-realty.com")) NIL NIL NIL NIL NIL NIL "<r1@acme-realty.com>"))'
        )
        return repr(parse_fetch_response([envelope.encode()]))

    return [
        ("icalendar vrecur", "repr of an icalendar vRecur whose RRULE carries an X- passcode part", more[2], recur),
        ("imapclient envelope", "repr of imapclient's parse_fetch_response over an ENVELOPE with a sign-in token", more[3], fetch),
        ("decode_header", "email.header.decode_header of an RFC 2047 subject with a code", an[3], decoded),
        ("message items", "items() of a parsed message with an X-Portal-Password header", pw[0], items),
        ("icalendar event", "repr of an icalendar VEVENT whose DESCRIPTION holds a dial-in PIN", pins[1], event),
    ]  # fmt: skip


def _log_runs(pw: list[str], feed: str) -> list[Run]:
    def urllib3_feed() -> str:
        import urllib3

        server = start_denying_server()
        port = server.server_address[1]
        try:
            with captured_logs("urllib3") as stream:
                pool = urllib3.PoolManager(retries=False)
                pool.request("GET", f"http://127.0.0.1:{port}/feeds/cal_88/{feed}/basic.ics")
                pool.clear()
            return stream.getvalue()
        finally:
            server.shutdown()

    return [
        (
            "urllib3 ics feed",
            "urllib3's debug log fetching a private ICS feed URL from a local server answering 401",
            feed,
            urllib3_feed,
        ),
    ]
