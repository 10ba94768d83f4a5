"""Fixtures shared by the configuration tests."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from toolretry.config import _live


@pytest.fixture
def no_config(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The test starts with no file loaded and no TOOLRETRY__ variables."""
    for name in list(os.environ):
        if name.upper().startswith("TOOLRETRY__"):
            monkeypatch.delenv(name)
    saved = (_live._loaded.path, _live._loaded.file)
    _live._loaded.path, _live._loaded.file = None, {}
    yield
    _live._loaded.path, _live._loaded.file = saved
