"""``python -m shichi_widgets.site build OUT``: build the static site into the folder OUT."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    """Command line: ``build OUT [--notebooks DIR] [--cache DIR]``; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m shichi_widgets.site", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    build = commands.add_parser("build", help="build the static site into a folder")
    build.add_argument("out", type=Path, help="the folder to write (created; an earlier site there is replaced)")
    build.add_argument("--notebooks", type=Path, default=None, help="tutorial notebooks (default: the repo's)")
    build.add_argument("--cache", type=Path, default=None, help="download cache (default ~/.cache/shichi_widgets-site)")
    args = parser.parse_args(argv)
    from .build import BuildError, build_site
    from .sources import SourceError

    try:
        build_site(args.out, notebooks=args.notebooks, cache=args.cache)
    except (BuildError, SourceError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
