"""Held-out set 12, part 3: document, audio and archive libraries raising live on local files
(written into a temporary directory: valid, damaged, encrypted, missing).

* pikepdf 10.18.0 (qpdf 12 bindings): encrypted files without or with a wrong password, junk
  and truncated PDFs, missing paths, pages out of range, overwriting the input, bad rotations.
* soundfile 0.14.0 (libsndfile): damaged WAV headers, missing files, formats and subtypes the
  library cannot write, sample rates missing or zero, too many channels.
* odfpy 1.4.1, EbookLib 0.20, rarfile 4.5: OpenDocument and EPUB containers that are not zips
  or lack their manifest/container, elements and attributes the schema forbids, non-RAR files.

Written 2026-12-03 between 21:43 and 21:56 UTC by the helper ``heldout12``, built blind:
labelled from DESIGN.md §2 semantics only; ``classify()``, the decorator and any observation
were never run on these cases, nor were the classifier's rules, its tests or any verdict
read. None of these packages appears in sets 1-11, "gen", "dev10", "dev11" or ``tests/``."""

from __future__ import annotations

import os
import tempfile
import zipfile
from collections.abc import Iterator

from _heldout_cases import CLI, FAT, Case, case
from _heldout_families_seventh import CRED

__all__ = ["FAMILIES"]

# A damaged input file: the caller must supply another one, or a person must repair it.
DAMAGED = (CLI, FAT)


def pdf_family() -> Iterator[Case]:
    import pikepdf

    folder = tempfile.mkdtemp(prefix="heldout12-pdf-")

    def at(name: str) -> str:
        return os.path.join(folder, name)

    with pikepdf.new() as doc:
        doc.add_blank_page()
        doc.save(at("ok.pdf"))
        doc.save(at("locked.pdf"), encryption=pikepdf.Encryption(owner="own3r", user="us3r"))
    with open(at("ok.pdf"), "rb") as source:
        data = source.read()
    with open(at("junk.pdf"), "wb") as out:
        out.write(b"%PD this is a plain text note renamed to .pdf\n")
    with open(at("truncated.pdf"), "wb") as out:
        out.write(data[: len(data) // 3])

    pd = "pikepdf"
    yield case(pd, "encrypted-no-password", CRED, lambda: pikepdf.open(at("locked.pdf")))
    yield case(pd, "encrypted-wrong-password", CRED,
               lambda: pikepdf.open(at("locked.pdf"), password="guess"))  # fmt: skip
    yield case(pd, "not-a-pdf", DAMAGED, lambda: pikepdf.open(at("junk.pdf")))
    yield case(pd, "truncated", DAMAGED, lambda: pikepdf.open(at("truncated.pdf")))
    yield case(pd, "missing-file", CLI, lambda: pikepdf.open(at("none.pdf")))
    yield case(pd, "path-is-directory", CLI, lambda: pikepdf.open(folder))
    yield case(pd, "page-out-of-range", CLI, lambda: pikepdf.open(at("ok.pdf")).pages[5])
    yield case(pd, "overwrite-input", (CLI, FAT),
               lambda: pikepdf.open(at("ok.pdf")).save(at("ok.pdf")))  # fmt: skip
    yield case(pd, "save-into-missing-dir", CLI,
               lambda: pikepdf.open(at("ok.pdf")).save(at("nodir/out.pdf")))  # fmt: skip
    yield case(pd, "rotate-45", CLI,
               lambda: pikepdf.open(at("ok.pdf")).pages[0].rotate(45, relative=True))  # fmt: skip
    yield case(pd, "bad-name", (CLI, FAT), lambda: pikepdf.Name("Type"))


def audio_family() -> Iterator[Case]:
    import numpy
    import soundfile

    folder = tempfile.mkdtemp(prefix="heldout12-audio-")

    def at(name: str) -> str:
        return os.path.join(folder, name)

    with open(at("broken.wav"), "wb") as out:
        out.write(b"RIFF\x24\x00\x00\x00WAVEjunkjunkjunk")
    with open(at("notes.ogg"), "wb") as out:
        out.write(b"these are meeting notes, not audio\n" * 4)
    silence = numpy.zeros(160)

    au = "soundfile"
    yield case(au, "broken-wav", DAMAGED, lambda: soundfile.read(at("broken.wav")))
    yield case(au, "text-as-ogg", DAMAGED, lambda: soundfile.read(at("notes.ogg")))
    yield case(au, "missing-file", CLI, lambda: soundfile.read(at("none.wav")))
    yield case(au, "unknown-extension", CLI,
               lambda: soundfile.write(at("clip.xyz"), silence, 8000))  # fmt: skip
    yield case(
        au,
        "bad-subtype",
        CLI,
        lambda: soundfile.write(at("clip.wav"), silence, 8000, subtype="VORBIS"),
    )
    yield case(au, "zero-samplerate", CLI, lambda: soundfile.write(at("clip.wav"), silence, 0))
    yield case(au, "raw-without-samplerate", CLI, lambda: soundfile.SoundFile(at("take.raw")))
    yield case(au, "write-into-missing-dir", CLI,
               lambda: soundfile.write(at("nodir/clip.wav"), silence, 8000))  # fmt: skip
    yield case(
        au,
        "too-many-channels",
        CLI,
        lambda: soundfile.write(at("clip.flac"), numpy.zeros((10, 300)), 8000),
    )


def containers_family() -> Iterator[Case]:
    import rarfile
    from ebooklib import epub
    from odf.opendocument import OpenDocumentText, load
    from odf.text import H, P

    folder = tempfile.mkdtemp(prefix="heldout12-containers-")

    def at(name: str) -> str:
        return os.path.join(folder, name)

    for name in ("junk.odt", "junk.epub", "junk.rar"):
        with open(at(name), "wb") as out:
            out.write(b"PK? no, a plain text file with the wrong extension\n")
    with zipfile.ZipFile(at("bare.odt"), "w") as bare:
        bare.writestr("mimetype", "application/vnd.oasis.opendocument.text")
    with zipfile.ZipFile(at("bare.epub"), "w") as bare:
        bare.writestr("mimetype", "application/epub+zip")
    with zipfile.ZipFile(at("no-opf.epub"), "w") as bare:
        bare.writestr("mimetype", "application/epub+zip")
        bare.writestr(
            "META-INF/container.xml",
            '<?xml version="1.0"?><container version="1.0" '
            'xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles>'
            '<rootfile full-path="OEBPS/content.opf" '
            'media-type="application/oebps-package+xml"/></rootfiles></container>',
        )

    co = "containers"
    yield case(co, "odt-not-zip", DAMAGED, lambda: load(at("junk.odt")))
    yield case(co, "odt-no-manifest", DAMAGED, lambda: load(at("bare.odt")))
    yield case(co, "odt-missing", CLI, lambda: load(at("none.odt")))
    # Building a document the schema forbids: the tool's code is wrong (or its input was).
    yield case(co, "odt-bad-attribute", (FAT, CLI), lambda: P(stylename="Body", bogus="y"))
    yield case(co, "odt-illegal-child", (FAT, CLI),
               lambda: P().addElement(H(outlinelevel=1)))  # fmt: skip
    yield case(co, "odt-text-in-text", (FAT, CLI),
               lambda: OpenDocumentText().text.addElement(OpenDocumentText().text))  # fmt: skip
    yield case(co, "epub-not-zip", DAMAGED, lambda: epub.read_epub(at("junk.epub")))
    yield case(co, "epub-no-container", DAMAGED, lambda: epub.read_epub(at("bare.epub")))
    yield case(co, "epub-no-opf", DAMAGED, lambda: epub.read_epub(at("no-opf.epub")))
    yield case(co, "epub-missing", CLI, lambda: epub.read_epub(at("none.epub")))
    yield case(co, "rar-not-rar", DAMAGED, lambda: rarfile.RarFile(at("junk.rar")))
    yield case(co, "rar-missing", CLI, lambda: rarfile.RarFile(at("none.rar")))


FAMILIES = (pdf_family, audio_family, containers_family)
