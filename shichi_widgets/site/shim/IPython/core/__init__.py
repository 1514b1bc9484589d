"""Part of the page's IPython stand-in."""
