"""Print the word for "password" in every language the machine's gettext catalogs translate it to.

The key-name vocabulary (`src/toolretry/redact/_catalog_words.py`) is generated from real
translations, not typed from memory: every installed `*.mo` catalog (Linux-PAM, GTK, GLib,
PackageKit...) whose message "Password", "Password:" or "Passphrase" is translated gives one
word. Broken translations (a stray space inside a word, `c ontrasinal`) and English ones are
dropped. Run: `python benchmarks/catalog_password_words.py > /tmp/words.txt`, then review.
"""

from __future__ import annotations

import gettext
import glob
import re
import unicodedata

_MESSAGES = frozenset({"password", "passphrase"})
_ENGLISH = ("password", "passphrase", "pass word", "passwoord")


def _clean(text: str) -> str:
    """The translation without mnemonics, colons, zero-width characters and trailing signs."""
    text = unicodedata.normalize("NFC", text).replace("\u200b", "")
    text = re.sub(r"\(_?\w\)|[_&:：…\xa0]", " ", text)
    text = "".join(
        c for c in text if not unicodedata.category(c).startswith(("P", "S")) or c == "-"
    )
    return re.sub(r"\s+", " ", text).strip(" -").lower()


def words() -> list[str]:
    """The cleaned translations, sorted, without duplicates."""
    found: set[str] = set()
    for path in glob.glob("/usr/share/locale*/*/LC_MESSAGES/*.mo"):
        try:
            with open(path, "rb") as handle:
                catalog = gettext.GNUTranslations(handle)
        except (OSError, ValueError, IndexError, UnicodeDecodeError):
            continue
        for message in _MESSAGES:
            for form in (
                message.capitalize(),
                f"{message.capitalize()}:",
                f"{message.capitalize()}: ",
                f"_{message.capitalize()}:",
            ):
                translated = catalog.gettext(form)
                if translated == form:
                    continue
                word = _clean(translated)
                # (a one- or two-letter piece is a word broken by a stray space)
                if word and word not in _ENGLISH and all(len(w) > 2 for w in word.split()):
                    found.add(word)
    return sorted(found)


if __name__ == "__main__":
    for word in words():
        print(word)
