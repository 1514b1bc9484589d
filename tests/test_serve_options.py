"""``python -m shichi_widgets.serve`` (and so app.sh) uses its defaults only for what the caller does not set.

Voilà refuses a setting given twice ("Error loading argument ... only accepts one value, got 2"), so a
default the caller also gives is left out. The server started with such options is in test_app_script.py.
"""

from __future__ import annotations

import pytest

from shichi_widgets.serve import CLASSROOM_DEFAULTS, classroom_app_class, with_defaults

ALIASES = classroom_app_class().aliases


@pytest.mark.parametrize(("given", "dropped"), [
    (["--pool_size=2"], "--pool_size=1"),
    (["--VoilaConfiguration.default_pool_size", "2"], "--pool_size=1"),
    (["--preheat_kernel=False"], "--preheat_kernel=True"),
    (["--VoilaConfiguration.preheat_kernel=False"], "--preheat_kernel=True"),
    (["--template=lab"], "--template=shichi"),
    (["--KernelManager.transport=tcp"], "--KernelManager.transport=ipc"),
    (["--MappingKernelManager.cull_idle_timeout", "60"], "--MappingKernelManager.cull_idle_timeout=1200"),
])
def test_a_default_the_caller_sets_is_left_out_and_the_callers_value_kept(given, dropped):
    assert dropped in CLASSROOM_DEFAULTS
    args = with_defaults(CLASSROOM_DEFAULTS, given, ALIASES)
    assert dropped not in args
    assert args[-len(given):] == given
    assert len(args) == len(CLASSROOM_DEFAULTS) - 1 + len(given)


def test_the_callers_extension_denylist_adds_to_the_defaults():
    args = with_defaults(CLASSROOM_DEFAULTS, ["--VoilaConfiguration.extension_denylist=x"], ALIASES)
    assert args == [*CLASSROOM_DEFAULTS, "--VoilaConfiguration.extension_denylist=x"]


def test_options_the_defaults_do_not_name_leave_every_default():
    given = ["notebooks/app.ipynb", "--port", "9000", "--Voila.ip=0.0.0.0", "--max-visitors=3", "--access-code=c"]
    assert with_defaults(CLASSROOM_DEFAULTS, given, ALIASES) == [*CLASSROOM_DEFAULTS, *given]
