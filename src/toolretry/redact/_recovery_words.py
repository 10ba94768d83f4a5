"""Stems of the words for recovering and unlocking in the major languages. A code or a key that
does either opens an account (`recovery code`, `código de recuperación`, `klucz_odzyskiwania`,
`chiaveSblocco`): the code row and the names of keys in other languages ask the same stems."""

from __future__ import annotations

__all__ = ["RECOVERY_STEMS"]

RECOVERY_STEMS = (
    "recover", "recuper", "récupér", "odzysk", "wiederherstell", "восстановл", "відновл",
    "herstel", "återställ", "gjenoppr", "palaut", "kurtar", "obnov", "unlock", "desbloque",
    "sblocc", "déverrouill", "deverrouill", "odblok", "entsperr", "разблок", "ontgrendel",
)  # fmt: skip
