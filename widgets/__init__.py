"""Jupyter widgets of Moai Kit."""
