"""Per-tool policy from configuration files and the environment, reloadable without a restart."""

from __future__ import annotations

from ._live import configure, configured, reload_config, track
from ._policy import CONFIGURABLE

__all__ = ["CONFIGURABLE", "configure", "configured", "reload_config", "track"]
