"""placeholder"""

from collections.abc import Callable, Iterator

from _heldout_cases import Case

__all__ = ["FAMILIES"]

FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = ()
