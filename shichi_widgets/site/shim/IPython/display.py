"""``display`` and ``clear_output`` for the page: a widget is shown through the page link."""

from typing import Any


def display(*objs: Any, **kwargs: Any) -> None:
    """Show widgets on the page; other objects go to the browser console as text."""
    from shichi_widgets.site.bridge import show

    for obj in objs:
        if hasattr(obj, "model_id"):
            show(obj)
        else:
            print(repr(obj))


def clear_output(wait: bool = False) -> None:
    """Nothing to clear: the page has no output area."""
