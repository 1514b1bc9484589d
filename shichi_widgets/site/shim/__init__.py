"""Stand-ins copied into the site's runtime, not imported from here (see ``shim/IPython``)."""
