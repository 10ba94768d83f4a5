"""Held-out set 15, part 3: document, calendar and table tools failing on local input.

Each case is what an agent's tool raises when it is handed a path, a file or a value: the
library's own exception, raised live on a file in a temporary folder or on the value given.

* ezdxf 1.4 (CAD drawings): ``DXFStructureError`` for a file that is not DXF (and a plain
  ``OSError`` from ``readfile``), ``DXFTableEntryError`` (a ``ValueError``) for a missing or
  duplicate layer, block or style, ``DXFAttributeError`` (an ``AttributeError``) for an unknown
  attribute, ``DXFVersionError``, pyparsing's ``ParseException`` for a bad entity query, and the
  OS errors of paths.
* icalendar 7.3: ``ValueError`` sentences for content lines, dates, recurrence rules, offsets,
  and ``InvalidCalendar`` (a ``ValueError``) for a duration.
* vobject 0.9 (vCard/iCalendar): ``ParseError`` ("At line N: ...") wrapping the cause in its
  text, ``ValidateError`` for a missing required property, a bare ``StopIteration`` for empty
  input, ``binascii.Error`` for a broken photo, ``AttributeError`` for an absent property.
* tablib 3.10: ``InvalidDimensions`` (a ``ValueError`` with no message), ``UnsupportedFormat``
  (a ``NotImplementedError``), and the errors of the format libraries it calls (json, yaml,
  zipfile), ``KeyError``/``IndexError``/``TypeError`` from a dataset.
* pendulum 3.3: ``ParserError`` (a ``ValueError``), ``InvalidTimezone``, ``NonExistingTime``
  and ``AmbiguousTime`` for a wall time inside a DST transition, ``ValueError`` sentences.

Written 2026-12-04 between 05:35 and 06:10 UTC by the helper ``heldout15``, built blind:
labelled from DESIGN.md §2 semantics only; ``classify()``, the decorator and any observation
were never run on these cases before the labels were committed, nor were the classifier's
rules, its tests or any verdict read. None of these packages appears in sets 1-14, "gen",
"dev10", "dev11", "dev12" or ``tests/``."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import CLI, FAT, Case, case

__all__ = ["FAMILIES"]

_WORK = tempfile.mkdtemp(prefix="heldout15-local-")
atexit.register(shutil.rmtree, _WORK, True)

# What a corrupt or foreign file an agent pointed a tool at means: change the input, or a
# person must repair the file.
BAD_FILE = (CLI, FAT)


def _file(name: str, content: str | bytes) -> str:
    path = os.path.join(_WORK, name)
    with open(path, "wb") as out:
        out.write(content.encode() if isinstance(content, str) else content)
    return path


def ezdxf_family() -> Iterator[Case]:
    import ezdxf
    from ezdxf import recover

    doc = ezdxf.new("R2018")
    msp = doc.modelspace()
    doc.blocks.new("DOOR")
    not_dxf = _file("floor-plan.dxf", "This drawing was exported as PDF instead.\n")
    truncated = _file("site.dxf", "  0\nSECTION\n  2\nHEADER\n  9\n$ACADVER\n  1\nAC1032\n  0\n")
    no_y = _file("survey.dxf", "  0\nSECTION\n  2\nENTITIES\n  0\nLINE\n 10\nnot-a-number\n  0\n"
        "ENDSEC\n  0\nEOF\n")  # fmt: skip

    dx = "ezdxf"
    yield case(dx, "readfile-missing", CLI, lambda: ezdxf.readfile(os.path.join(_WORK,
        "floor-plan-v2.dxf")))  # fmt: skip
    yield case(dx, "readfile-not-dxf", BAD_FILE, lambda: ezdxf.readfile(not_dxf))
    yield case(dx, "readfile-directory", CLI, lambda: ezdxf.readfile(_WORK))
    yield case(dx, "recover-structure", BAD_FILE, lambda: recover.readfile(not_dxf))
    # A file cut short after its header: ezdxf's reader runs out of tags (a bare StopIteration).
    yield case(dx, "readfile-truncated", BAD_FILE, lambda: ezdxf.readfile(truncated))
    yield case(dx, "readfile-coordinate", BAD_FILE, lambda: ezdxf.readfile(no_y))
    yield case(dx, "new-version", CLI, lambda: ezdxf.new("R2031"))
    yield case(dx, "layer-missing", CLI, lambda: doc.layers.get("WALLS-EXTERIOR"))
    yield case(dx, "layer-duplicate", CLI, lambda: doc.layers.add("0"))
    yield case(dx, "block-duplicate", CLI, lambda: doc.blocks.new("DOOR"))
    yield case(dx, "style-missing", CLI, lambda: doc.styles.get("ROMANS"))
    yield case(dx, "attribute-unknown", CLI, lambda: msp.add_line((0, 0), (1, 1))
        .dxf.set("colour", 3))  # fmt: skip
    yield case(dx, "attribute-value", CLI, lambda: msp.add_line((0, 0), (1, 1))
        .dxf.set("color", "red"))  # fmt: skip
    yield case(dx, "units-enum", CLI, lambda: setattr(doc, "units", 999))
    yield case(dx, "query-syntax", CLI, lambda: msp.query("LINE[layer=='0'"))
    yield case(dx, "saveas-missing-dir", CLI, lambda: doc.saveas(os.path.join(_WORK,
        "exports", "2026", "plan.dxf")))  # fmt: skip
    # The tool looked up a block that is not there and used the None it got: a tool bug.
    yield case(dx, "block-none", (FAT, CLI), lambda: doc.blocks.get("WINDOW")
        .add_line((0, 0), (1, 1)))  # fmt: skip


def icalendar_family() -> Iterator[Case]:
    import icalendar
    from icalendar import Calendar

    def calendar(text: str) -> Callable[[], Any]:
        return lambda: Calendar.from_ical(text.replace("\n", "\r\n").encode())

    ic = "icalendar"
    yield case(ic, "garbage", BAD_FILE, calendar("Meeting with Ada on Friday at ten"))
    yield case(ic, "unterminated", BAD_FILE, calendar("BEGIN:VCALENDAR\nBEGIN:VEVENT\n"
        "SUMMARY:Standup\n"))  # fmt: skip
    yield case(ic, "two-calendars", BAD_FILE, calendar("BEGIN:VCALENDAR\nEND:VCALENDAR\n"
        "BEGIN:VCALENDAR\nEND:VCALENDAR\n"))  # fmt: skip
    yield case(ic, "datetime-format", CLI, lambda: icalendar.vDatetime.from_ical("2026-12-04"))
    yield case(ic, "duration", CLI, lambda: icalendar.vDuration.from_ical("P1X"))
    yield case(ic, "rrule-freq", CLI, lambda: icalendar.vRecur.from_ical("FREQ=FORTNIGHTLY"))
    yield case(ic, "geo", CLI, lambda: icalendar.vGeo.from_ical("north;south"))
    yield case(ic, "period", CLI, lambda: icalendar.vPeriod.from_ical("20261204T100000Z/later"))
    yield case(ic, "utc-offset", CLI, lambda: icalendar.vUTCOffset.from_ical("+2500"))
    yield case(ic, "weekday", CLI, lambda: icalendar.vWeekday("XX"))


def vobject_family() -> Iterator[Case]:
    import vobject

    def card(*lines: str, validate: bool = False) -> Any:
        return vobject.readOne("\r\n".join(lines) + "\r\n", validate=validate)

    event = ("BEGIN:VCALENDAR", "BEGIN:VEVENT")
    end = ("END:VEVENT", "END:VCALENDAR")
    vo = "vobject"
    yield case(vo, "garbage", BAD_FILE, lambda: vobject.readOne("Ada Lovelace, +44 20 7946"))
    yield case(vo, "empty", BAD_FILE, lambda: vobject.readOne(""))
    yield case(vo, "unterminated", BAD_FILE, lambda: card("BEGIN:VCARD", "VERSION:3.0",
        "FN:Ada"))  # fmt: skip
    yield case(vo, "end-mismatch", BAD_FILE, lambda: card("BEGIN:VCARD", "FN:Ada",
        "END:VCALENDAR"))  # fmt: skip
    yield case(vo, "bad-date", BAD_FILE, lambda: card(*event, "DTSTART:2026-12-99", *end)
        .vevent.dtstart.value)  # fmt: skip
    yield case(vo, "bad-duration", BAD_FILE, lambda: card(*event, "DURATION:PXYZ", *end)
        .vevent.duration.value)  # fmt: skip
    yield case(vo, "validate-fn", CLI, lambda: card("BEGIN:VCARD", "VERSION:3.0", "END:VCARD",
        validate=True))  # fmt: skip
    yield case(vo, "serialize-fn", CLI, lambda: vobject.vCard().serialize())
    yield case(vo, "photo-base64", BAD_FILE, lambda: card("BEGIN:VCARD", "VERSION:3.0",
        "FN:A", "N:L;A;;;", "PHOTO;ENCODING=b;TYPE=JPEG:!!!notbase64!!!", "END:VCARD")
        .photo.value)  # fmt: skip
    yield case(vo, "rrule-freq", BAD_FILE, lambda: list(card(*event, "DTSTART:20261204T100000Z",
        "RRULE:FREQ=SOMETIMES", *end).vevent.getrruleset()))  # fmt: skip
    # The card has no EMAIL line and the tool read it anyway: absent data or a tool bug.
    yield case(vo, "no-email", (FAT, CLI), lambda: card("BEGIN:VCARD", "VERSION:3.0", "FN:Ada",
        "N:L;A;;;", "END:VCARD").email)  # fmt: skip


def tablib_family() -> Iterator[Case]:
    import tablib

    hosts = tablib.Dataset(("web-01", 443), ("web-02", None), headers=["host", "port"])
    tb = "tablib"
    yield case(tb, "row-width", CLI, lambda: hosts.append(("web-03",)))
    yield case(tb, "column-height", CLI, lambda: hosts.append_col([1, 2, 3], header="zone"))
    yield case(tb, "headers-width", CLI, lambda: setattr(tablib.Dataset(("a", 1)), "headers",
        ["only"]))  # fmt: skip
    yield case(tb, "stack-width", CLI, lambda: hosts.stack(tablib.Dataset(headers=["a", "b",
        "c"])))  # fmt: skip
    yield case(tb, "import-format", (CLI, FAT), lambda: tablib.Dataset().load("a,b\n1,2",
        format="xlsb"))  # fmt: skip
    yield case(tb, "export-format", (CLI, FAT), lambda: hosts.export("parquetx"))
    yield case(tb, "detect-format", (CLI, FAT), lambda: tablib.Dataset().load("\x00\x01\x02"))
    yield case(tb, "json", BAD_FILE, lambda: tablib.Dataset().load("{not json", format="json"))
    yield case(tb, "yaml", BAD_FILE, lambda: tablib.Dataset().load("a: [1, 2", format="yaml"))
    yield case(tb, "xlsx", BAD_FILE, lambda: tablib.Dataset().load(b"PK\x03\x04garbage",
        format="xlsx"))  # fmt: skip
    yield case(tb, "column-missing", (CLI, FAT), lambda: hosts["region"])
    yield case(tb, "row-index", (CLI, FAT), lambda: hosts[7])
    # A None in the column being sorted: the data and the tool disagree; a person must look.
    yield case(tb, "sort-none", (FAT, CLI), lambda: hosts.sort("port"))
    yield case(tb, "databook-shape", (CLI, FAT), lambda: tablib.Databook().load("[1, 2]",
        format="json"))  # fmt: skip


def pendulum_family() -> Iterator[Case]:
    import pendulum

    paris = pendulum.timezone("Europe/Paris")
    pd = "pendulum"
    yield case(pd, "parse-words", CLI, lambda: pendulum.parse("next tuesday-ish"))
    yield case(pd, "parse-feb-30", CLI, lambda: pendulum.parse("2026-02-30"))
    yield case(pd, "parse-duration", CLI, lambda: pendulum.parse("P1Y2X"))
    yield case(pd, "parse-interval", CLI, lambda: pendulum.parse("2026-12-04/later"))
    yield case(pd, "parse-week", CLI, lambda: pendulum.parse("2026-W60"))
    yield case(pd, "parse-time", CLI, lambda: pendulum.parse("25:61", exact=True))
    yield case(pd, "timezone", CLI, lambda: pendulum.timezone("Mars/Olympus"))
    yield case(pd, "month", CLI, lambda: pendulum.datetime(2026, 13, 1))
    yield case(pd, "from-format", CLI, lambda: pendulum.from_format("04/12/2026", "YYYY-MM-DD"))
    yield case(pd, "locale", CLI, lambda: pendulum.now().format("dddd", locale="xx_YY"))
    yield case(pd, "dst-gap", CLI, lambda: paris.convert(pendulum.naive(2026, 3, 29, 2, 30),
        raise_on_unknown_times=True))  # fmt: skip
    yield case(pd, "dst-ambiguous", CLI, lambda: paris.convert(pendulum.naive(2026, 10, 25, 2,
        30), raise_on_unknown_times=True))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    ezdxf_family,
    icalendar_family,
    vobject_family,
    tablib_family,
    pendulum_family,
)
