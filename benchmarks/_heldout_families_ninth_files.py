"""Held-out set 9, part 3: documents and wire formats a tool reads or writes locally, through
packages toolretry was not written against: pypdf, openpyxl and python-docx (files that are
not what their name says, encrypted PDFs, missing sheets, styles and pages, paths that do not
exist), fastavro (records that do not match a schema, unknown types, files that are not Avro,
truncated data, codecs that are not installed, incompatible reader schemas) and msgpack,
cbor2, protobuf and lz4 (truncated, trailing, malformed and unserialisable data). None is in
sets 1-8, "gen" or ``tests/``.

Labels written before any verdict was looked at, as described in ``_heldout_families_ninth``
(2026-12-03, 15:23-15:40 UTC, by the helper ``heldout9``, which never ran ``classify()`` on
these cases nor read the classifier's rules). Data a tool was handed that it cannot parse
accepts client (send other data) or fatal (nobody can fix it by retrying); a tool asked for
something the file does not hold (a page, a sheet, a style) is client."""

from __future__ import annotations

import io
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from _heldout_cases import CLI, FAT, Case, case

__all__ = ["FAMILIES"]

BAD = (CLI, FAT)


def office_family() -> Iterator[Case]:
    import docx
    import openpyxl
    import pypdf

    folder = Path(tempfile.mkdtemp(prefix="heldout9-office-"))
    text_as_pdf = folder / "invoice.pdf"
    text_as_pdf.write_text("Invoice 42: total 17.00 EUR\n")
    one_page = io.BytesIO()
    writer = pypdf.PdfWriter()
    writer.add_blank_page(width=200, height=200)
    writer.write(one_page)
    plain = folder / "plain.pdf"
    plain.write_bytes(one_page.getvalue())
    locked_writer = pypdf.PdfWriter(clone_from=str(plain))
    locked_writer.encrypt("s3cret")
    locked = folder / "locked.pdf"
    with locked.open("wb") as handle:
        locked_writer.write(handle)
    truncated = folder / "truncated.pdf"
    truncated.write_bytes(one_page.getvalue()[:60])
    csv = folder / "sales.csv"
    csv.write_text("id,amount\n1,10\n")
    fake_xlsx = folder / "sales.xlsx"
    fake_xlsx.write_text("id,amount\n1,10\n")
    book = openpyxl.Workbook()
    book.active.title = "Summary"
    real_xlsx = folder / "real.xlsx"
    book.save(real_xlsx)
    fake_docx = folder / "letter.docx"
    fake_docx.write_text("Dear customer,\n")

    def text_of_locked() -> Any:
        return pypdf.PdfReader(locked).pages[0].extract_text()

    def missing_style() -> Any:
        return docx.Document().add_paragraph("Total", style="Invoice Total")

    yield case("office", "pdf-not-a-pdf", BAD, lambda: pypdf.PdfReader(text_as_pdf))
    yield case("office", "pdf-truncated", BAD, lambda: pypdf.PdfReader(truncated).pages[0])
    yield case("office", "pdf-encrypted-no-password", (CLI, FAT), text_of_locked)
    yield case("office", "pdf-page-out-of-range", CLI, lambda: pypdf.PdfReader(plain).pages[3])
    yield case("office", "pdf-missing-file", CLI, lambda: pypdf.PdfReader(folder / "q3.pdf"))
    yield case("office", "xlsx-csv-given", CLI, lambda: openpyxl.load_workbook(csv))
    yield case("office", "xlsx-not-a-zip", BAD, lambda: openpyxl.load_workbook(fake_xlsx))
    yield case("office", "xlsx-missing-sheet", CLI, lambda: openpyxl.load_workbook(real_xlsx)["Q3"])
    yield case(
        "office",
        "xlsx-row-zero",
        CLI,
        lambda: openpyxl.load_workbook(real_xlsx).active.cell(row=0, column=1),
    )
    yield case(
        "office",
        "xlsx-save-missing-dir",
        CLI,
        lambda: openpyxl.Workbook().save(folder / "out" / "2026" / "report.xlsx"),
    )
    yield case("office", "docx-missing-file", CLI, lambda: docx.Document(folder / "nope.docx"))
    yield case("office", "docx-not-a-docx", BAD, lambda: docx.Document(fake_docx))
    yield case("office", "docx-missing-style", CLI, missing_style)


def fastavro_family() -> Iterator[Case]:
    import fastavro
    from fastavro.validation import validate

    schema = fastavro.parse_schema(
        {
            "type": "record",
            "name": "Order",
            "fields": [{"name": "id", "type": "long"}, {"name": "amount", "type": "double"}],
        }
    )
    reader_schema = {
        "type": "record",
        "name": "Order",
        "fields": [{"name": "id", "type": "string"}],
    }
    good = io.BytesIO()
    fastavro.writer(good, schema, [{"id": 1, "amount": 2.5}])

    def write(records: list[dict[str, Any]], **options: Any) -> Any:
        return fastavro.writer(io.BytesIO(), schema, records, **options)

    def read(data: bytes, **options: Any) -> Any:
        return list(fastavro.reader(io.BytesIO(data), **options))

    raw = io.BytesIO()
    fastavro.schemaless_writer(raw, schema, {"id": 7, "amount": 1.0})

    yield case(
        "fastavro",
        "validate-missing-field",
        CLI,
        lambda: validate({"id": 1}, schema, raise_errors=True),
    )
    yield case("fastavro", "write-wrong-type", BAD, lambda: write([{"id": "x", "amount": 1.0}]))
    yield case(
        "fastavro",
        "unknown-type",
        BAD,
        lambda: fastavro.parse_schema(
            {"type": "record", "name": "R", "fields": [{"name": "id", "type": "lng"}]}
        ),
    )
    yield case("fastavro", "not-avro", BAD, lambda: read(b'{"id": 1, "amount": 2.5}\n'))
    yield case(
        "fastavro",
        "schemaless-truncated",
        BAD,
        lambda: fastavro.schemaless_reader(io.BytesIO(raw.getvalue()[:3]), schema, None),
    )
    yield case(
        "fastavro", "codec-missing", BAD, lambda: write([{"id": 1, "amount": 1.0}], codec="snappy")
    )
    yield case(
        "fastavro",
        "reader-schema-incompatible",
        BAD,
        lambda: read(good.getvalue(), reader_schema=reader_schema),
    )


def wire_family() -> Iterator[Case]:
    import cbor2
    import lz4.frame
    import msgpack
    from google.protobuf import json_format
    from google.protobuf.timestamp_pb2 import Timestamp

    yield case("wire-decode", "msgpack-truncated", BAD, lambda: msgpack.unpackb(b"\x93\x01"))
    yield case(
        "wire-decode",
        "msgpack-extra-data",
        BAD,
        lambda: msgpack.unpackb(msgpack.packb({"id": 1}) + b"\x01"),
    )
    yield case(
        "wire-decode", "msgpack-unserialisable", BAD, lambda: msgpack.packb({"at": object()})
    )
    yield case("wire-decode", "cbor2-truncated", BAD, lambda: cbor2.loads(b"\x82\x01"))
    yield case("wire-decode", "cbor2-break-outside", BAD, lambda: cbor2.loads(b"\xff"))
    yield case("wire-decode", "cbor2-unserialisable", BAD, lambda: cbor2.dumps({"lock": object()}))
    yield case(
        "wire-decode",
        "protobuf-bad-bytes",
        BAD,
        lambda: Timestamp().ParseFromString(b"\x0a\xff\xff"),
    )
    yield case(
        "wire-decode",
        "protobuf-json-field",
        BAD,
        lambda: json_format.Parse('{"seconds": "soon"}', Timestamp()),
    )
    yield case(
        "wire-decode", "lz4-not-a-frame", BAD, lambda: lz4.frame.decompress(b"not compressed")
    )


FAMILIES = (office_family, fastavro_family, wire_family)
