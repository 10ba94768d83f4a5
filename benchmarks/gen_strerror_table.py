"""Regenerate ``src/toolretry/classify/strerror_texts.tsv`` from the glibc catalogs installed here.

Programs print ``strerror(errno)`` in the user's language: psql's "Verbindungsaufbau abgelehnt",
dd's "设备上没有空间" are glibc's German and Chinese for ECONNREFUSED and ENOSPC. The texts come
from glibc's own translations (``/usr/share/locale/*/LC_MESSAGES/libc.mo``), read with the
standard ``gettext`` module, so the table covers every program that prints strerror in any
of those languages, not the few messages a test happened to see.

Run from the repository root (needs the ``libc.mo`` catalogs, Debian's ``libc-l10n``)::

    python benchmarks/gen_strerror_table.py [LOCALE_DIR]

Each line of the table is ``ERRNO<TAB>LANGUAGE<TAB>text`` (lower case); ``en`` rows are the
English originals. Sorted, so a regeneration shows as a small diff.
"""

from __future__ import annotations

import gettext
import os
import sys
from pathlib import Path

# The English strerror text of each errno the classifier reads (glibc's msgids, which are
# also what every language's catalog translates).
ERRNO_TEXTS = {
    "EACCES": "Permission denied",
    "EADDRINUSE": "Address already in use",
    "EAGAIN": "Resource temporarily unavailable",
    "EBADF": "Bad file descriptor",
    "EBUSY": "Device or resource busy",
    "ECONNABORTED": "Software caused connection abort",
    "ECONNREFUSED": "Connection refused",
    "ECONNRESET": "Connection reset by peer",
    "EDQUOT": "Disk quota exceeded",
    "EEXIST": "File exists",
    "EHOSTDOWN": "Host is down",
    "EHOSTUNREACH": "No route to host",
    "EMFILE": "Too many open files",
    "ENETDOWN": "Network is down",
    "ENETUNREACH": "Network is unreachable",
    "ENOENT": "No such file or directory",
    "ENOSPC": "No space left on device",
    "EPERM": "Operation not permitted",
    "EPIPE": "Broken pipe",
    "EROFS": "Read-only file system",
    "ETIMEDOUT": "Connection timed out",
}
# Shorter than this (UTF-8 bytes: a CJK character is three), a translation could be a
# common word inside unrelated text.
MIN_BYTES = 6
TABLE = Path("src/toolretry/classify/strerror_texts.tsv")


def rows(locale_dir: Path) -> set[tuple[str, str, str]]:
    found = {(name, "en", text.lower()) for name, text in ERRNO_TEXTS.items()}
    for catalog in sorted(locale_dir.glob("*/LC_MESSAGES/libc.mo")):
        language = catalog.parent.parent.name
        with catalog.open("rb") as handle:
            translations = gettext.GNUTranslations(handle)
        for name, text in ERRNO_TEXTS.items():
            translated = translations.gettext(text).strip().lower()
            if translated != text.lower() and len(translated.encode()) >= MIN_BYTES:
                found.add((name, language, " ".join(translated.split())))
    return found


def main() -> None:
    locale_dir = Path(sys.argv[1] if len(sys.argv) > 1 else "/usr/share/locale")
    table = sorted(rows(locale_dir))
    TABLE.write_text("".join(f"{n}\t{lang}\t{text}\n" for n, lang, text in table), "utf-8")
    print(f"{len(table)} rows, {len({r[1] for r in table})} languages -> {os.fspath(TABLE)}")


if __name__ == "__main__":
    main()
