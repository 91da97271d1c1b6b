"""Serving Moai Kit: the Voilà launcher (``python -m deploy.moai_voila``) and its page template."""
