"""``InteractiveShell`` for the page's IPython stand-in: never initialized, as there is no shell."""


class InteractiveShell:
    """No shell runs on the page."""

    @classmethod
    def initialized(cls) -> bool:
        return False
