"""Adapters that make toolretry native in agent frameworks; each submodule is an optional extra.

Importing this package imports no framework: import ``toolretry.integrations.<framework>``.
"""

from __future__ import annotations

__all__: list[str] = []
