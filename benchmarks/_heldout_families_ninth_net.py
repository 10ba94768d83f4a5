"""placeholder"""

FAMILIES: tuple[()] = ()
